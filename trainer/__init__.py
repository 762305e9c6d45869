"""Rules engine and quiz generator for Pamfil, Tarok galicyjski and Bavarian Schafkopf.

Pure standard-library Python: the same code runs under CPython (tests, CLI,
site build) and under Pyodide in the reader's browser. The one public door is
:mod:`trainer.api`.
"""

__version__ = "0.1.0"
