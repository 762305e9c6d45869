// The page's language, read once: its `<html lang>` (each language build sets it from its
// theme.language) if the site has catalogues for it, else English. `?lang=en-XA` in the
// address selects the pseudo-language on any page (for tests). The page's words
// (site/words.js) and the engine's answers (trainer.js asks the engine worker in it) follow it.
// No import: the engine client reads it before anything else has loaded.

/** The languages of the catalogues (trainer.i18n.LOCALES). */
export const SUPPORTED = ["en", "pl", "de", "en-XA"];

function pageLocale() {
  const asked = new URLSearchParams(globalThis.location?.search ?? "").get("lang");
  const lang = asked ?? globalThis.document?.documentElement?.lang ?? "en";
  return SUPPORTED.find((l) => l.toLowerCase() === lang.toLowerCase()) ?? "en";
}

export const locale = pageLocale();
