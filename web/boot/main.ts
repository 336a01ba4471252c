// The entry of the boot build (vite.boot.config.ts): one script, inlined into every page's head.
import { bootPage } from './page-boot.ts'

bootPage()
