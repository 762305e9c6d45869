"""Our one Python-Markdown extension for the site (``markdown_extensions: - docs_ext``).

All build-time rendering lives here, not in MkDocs plugins or hooks, so the
site also builds with Zensical (which runs Python-Markdown extensions but has no
plugin API). Three parts:

- :mod:`docs_ext.cardnotation` turns card notation (``:OC:``, hands, tricks,
  auction tables) into accessible inline SVG pictures drawn by
  :mod:`docs_ext.card_art`;
- :mod:`docs_ext.engine_blocks` asks the rules engine (``trainer.api``) to
  render worked examples and the first quiz question, so a page can never
  disagree with the quizzes;
        from docs_ext import cardnotation, engine_blocks, pseudo, site_facts
        from trainer.i18n import PSEUDO_LOCALE

        site_facts.register(md)
        engine_blocks.register(md, self.locale)
        cardnotation.register(md, self.locale)
        pseudo.register_store(md)
        if self.locale == PSEUDO_LOCALE:
            pseudo.register(md)
"""

from __future__ import annotations

from typing import Any

from markdown import Extension, Markdown


class DocsExtension(Extension):
    """Registers the card notation and the engine-rendered blocks, in the build's language."""

    def __init__(self, **kwargs: Any) -> None:
        # Not at the top: scripts/i18n.py reads docs_ext.pseudo before the catalogues that
        # trainer.i18n loads are compiled.
        from trainer.i18n import LOCALES

        self.config = {"locale": ["en", "trainer.i18n.LOCALES"]}  # its default, its choices
        super().__init__(**kwargs)
        locale = self.getConfig("locale")
        if locale not in LOCALES:
            raise ValueError(
                f"docs_ext: unknown locale {locale!r}; the catalogues have {', '.join(LOCALES)}"
            )
        self.locale: str = locale

    def extendMarkdown(self, md: Markdown) -> None:
        from docs_ext import cardnotation, engine_blocks, pseudo, site_facts
        from trainer.i18n import PSEUDO_LOCALE

        site_facts.register(md)
        engine_blocks.register(md, self.locale)
        cardnotation.register(md, self.locale)
        pseudo.register_store(md)
        if self.locale == PSEUDO_LOCALE:
            pseudo.register(md)


def makeExtension(**kwargs: Any) -> DocsExtension:
    return DocsExtension(**kwargs)
