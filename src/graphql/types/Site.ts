import type { SiteSettings } from '../../modules/site/model.ts'
import { getSiteSettings } from '../../modules/site/service.ts'
import { firstNameOf } from '../../shared/site.ts'
import { builder } from '../builder.ts'
import { ThemeDefaultEnum } from './enums.ts'

const optionalLink = (label: string) => ({
  nullable: true as const,
  description: `${label} profile address, or null when the owner shows none.`,
})

const SiteRef = builder.objectRef<SiteSettings>('Site').implement({
  description:
    "The owner's site settings, edited in the admin panel's Site tab: who the site is about, the home page's texts, profile links and defaults for meta tags and theme.",
  fields: (t) => ({
    ownerName: t.exposeString('ownerName', {
      description: "The owner's full name (header, hero, footer, titles).",
    }),
    ownerFirstName: t.string({
      description: "The first word of the owner's name (the About heading).",
      resolve: (site) => firstNameOf(site.ownerName),
    }),
    jobTitle: t.exposeString('jobTitle', { description: 'The job title line under the profile picture.' }),
    avatarUrl: t.exposeString('avatarUrl', {
      nullable: true,
      description: 'Square profile picture (512×512), or null for the drawn initials.',
    }),
    greetings: t.exposeStringList('greetings', {
      description: 'The typewriter greetings of the hero, in order (1 to 8).',
    }),
    aboutFull: t.exposeString('aboutFull', {
      description: "The About block's full bio; paragraphs separated by a blank line.",
    }),
    aboutShort: t.exposeString('aboutShort', { description: "The About block's TL;DR summary." }),
    careerStart: t.exposeString('careerStart', {
      description: "Day the career started (YYYY-MM-DD): 'Years of Experience' counts whole years since.",
    }),
    statLabel: t.exposeString('statLabel', {
      description: "The About block's third stat label, e.g. 'Cups of Tea'.",
    }),
    statValue: t.exposeString('statValue', { description: "The third stat's value, e.g. '∞'." }),
    contactEmail: t.exposeString('contactEmail', { description: 'Where the Get in touch menu sends email.' }),
    linkedinUrl: t.exposeString('linkedinUrl', {
      description: 'LinkedIn profile address (header and footer).',
    }),
    githubUrl: t.exposeString('githubUrl', { description: 'GitHub profile address (header and footer).' }),
    xUrl: t.exposeString('xUrl', optionalLink('X')),
    mastodonUrl: t.exposeString('mastodonUrl', optionalLink('Mastodon')),
    scholarUrl: t.exposeString('scholarUrl', optionalLink('Google Scholar')),
    huggingfaceUrl: t.exposeString('huggingfaceUrl', optionalLink('Hugging Face')),
    description: t.exposeString('description', {
      description: 'The site description for search results and link previews (meta description).',
    }),
    socialImageUrl: t.exposeString('socialImageUrl', {
      nullable: true,
      description: 'Default link preview image (1200×630) for pages without their own, or null.',
    }),
    themeDefault: t.expose('themeDefault', {
      type: ThemeDefaultEnum,
      description: 'The theme a visitor sees before choosing one.',
    }),
  }),
})

builder.queryFields((t) => ({
  site: t.field({
    type: SiteRef,
    description: "The owner's site settings, public like the rest of the home page.",
    resolve: (_root, _args, ctx) => getSiteSettings(ctx.deps.sql, ctx.deps.config.owner),
  }),
}))
