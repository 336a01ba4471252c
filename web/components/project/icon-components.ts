import {
  BookOpen,
  Brain,
  Cloud,
  Code2,
  DollarSign,
  FileSearch,
  type LucideIcon,
  Sprout,
  Timer,
  Utensils,
} from 'lucide-react'
import type { IconName } from './icon.ts'

/** The drawing behind each icon name; shared by the pages and the server's social cards. */
export const PROJECT_ICONS: Record<IconName, LucideIcon> = {
  utensils: Utensils,
  timer: Timer,
  cloud: Cloud,
  'dollar-sign': DollarSign,
  'book-open': BookOpen,
  sprout: Sprout,
  code2: Code2,
  brain: Brain,
  'file-search': FileSearch,
}
