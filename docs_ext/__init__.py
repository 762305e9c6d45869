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
- :mod:`docs_ext.site_facts` states figures of the built site (the engine's download
  size) from the files the build staged, so no page repeats a number by hand.
"""

from __future__ import annotations

from markdown import Extension, Markdown


class DocsExtension(Extension):
    """Registers the card notation and the engine-rendered blocks."""

    def extendMarkdown(self, md: Markdown) -> None:
        from docs_ext import cardnotation, engine_blocks, site_facts

        site_facts.register(md)
        engine_blocks.register(md)
        cardnotation.register(md)


def makeExtension(**kwargs: object) -> DocsExtension:
    return DocsExtension(**kwargs)
