/**
 * The name the home sections' part of the page announces its hydration with (HomePage.tsx) and its
 * sections carry (ui.tsx): a module of its own, so the page's chunk imports none of the sections' code.
 */
export const HOME_SECTIONS_PART = 'home-sections'
