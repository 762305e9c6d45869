"""Build stamps (scripts/stamps.py): a step runs again exactly when what it reads, or
what it wrote, has changed; a build of an unchanged tree does nothing."""

from __future__ import annotations

import subprocess
from pathlib import Path

from stamps import Stamp

ROOT = Path(__file__).resolve().parents[2]


def test_a_step_is_fresh_until_an_input_output_or_setting_changes(tmp_path: Path) -> None:
    source = tmp_path / "in"
    (source / "sub").mkdir(parents=True)
    (source / "sub" / "a.txt").write_text("a")
    out = tmp_path / "out.txt"

    def stamp(setting: str = "x") -> Stamp:
        return Stamp("step", [source], [out], {"SITE_URL": setting}, folder=tmp_path / "stamps")

    assert not stamp().fresh()  # never ran
    out.write_text("built")
    stamp().seal({"pages": [1, 2]})
    assert stamp().fresh()
    assert stamp().data == {"pages": [1, 2]}
    assert not stamp("y").fresh()  # another SITE_URL
    (source / "sub" / "b.txt").write_text("b")  # a new input file
    assert not stamp().fresh()
    stamp().seal()
    (source / "sub" / "a.txt").write_text("A")  # an edited input
    assert not stamp().fresh()
    stamp().seal()
    out.write_text("edited by hand")  # an edited output
    assert not stamp().fresh()
    stamp().seal()
    out.unlink()  # a deleted output
    assert not stamp().fresh()


def test_a_failed_step_is_not_fresh(tmp_path: Path) -> None:
    out = tmp_path / "out.txt"
    out.write_text("built")
    stamp = Stamp("step", [], [out], folder=tmp_path)
    stamp.seal()
    stamp.forget()  # what the build does before it runs a step again
    assert not Stamp("step", [], [out], folder=tmp_path).fresh()


def test_a_second_build_of_an_unchanged_tree_does_nothing(site_dir: Path) -> None:
    """The site_dir fixture has just built (or found fresh) the site; building again
    runs no step."""
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / "build")], cwd=ROOT, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    fresh = [line for line in done.stdout.splitlines() if "up to date" in line]
    assert len(fresh) == 5, done.stdout  # the wheel, its browser copy, stdlib, snapshot, site
    assert "building" not in done.stdout, done.stdout
