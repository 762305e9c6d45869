"""Deployment builds: SITE_URL names the public address, and nothing names localhost.

``site_url`` comes from the ``SITE_URL`` environment variable (``!ENV`` in
mkdocs.yml). A deployment build (the GitHub Pages workflow) sets it; every other
build has none, so no page may carry a canonical link to the machine it was
built on.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PUBLIC_URL = "https://example.org/games/"
LOCALHOST = b"127.0.0.1"
CANONICAL = re.compile(r'<link rel="canonical" href="([^"]*)"')


def upstream_files_naming_localhost() -> set[str]:
    """SHA-256 of the files we copy unchanged from Pyodide and Material that contain 127.0.0.1.

    Pyodide's WebAssembly (CPython's socket defaults) and Material's source map (a
    comment on local hostnames) contain the string; neither is a link, and a build
    setting cannot change them, so such files may appear in site/ byte for byte.
    """
    import material

    roots = [ROOT / "node_modules" / "pyodide", Path(material.__file__).parent / "templates"]
    found = set()
    for root in roots:
        for path in root.rglob("*"):
            if path.is_file():
                data = path.read_bytes()
                if LOCALHOST in data:
                    found.add(hashlib.sha256(data).hexdigest())
    return found


def files_naming_localhost(site: Path) -> list[str]:
    """Files of ``site`` that contain 127.0.0.1 and are not an unchanged upstream file."""
    allowed = upstream_files_naming_localhost()
    return sorted(
        str(path.relative_to(site))
        for path in site.rglob("*")
        if path.is_file()
        and LOCALHOST in (data := path.read_bytes())
        and hashlib.sha256(data).hexdigest() not in allowed
    )


def pages(site: Path) -> list[Path]:
    return sorted(site.rglob("index.html"))


@pytest.fixture(scope="module")
def deployed_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The site as the Pages workflow builds it (SITE_URL set), in a temporary folder.

    The runtime staged in docs/generated/ by scripts/build is reused; the last
    steps of scripts/build (Content-Security-Policy, the service worker's list) run too.
    """
    out = tmp_path_factory.mktemp("deployed") / "site"
    env = {**os.environ, "SITE_URL": PUBLIC_URL, "NO_MKDOCS_2_WARNING": "1"}
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    mkdocs = Path(sys.executable).with_name("mkdocs")
    subprocess.run(
        [str(mkdocs), "build", "--strict", "--quiet", "--site-dir", str(out)],
        check=True,
        cwd=ROOT,
        env=env,
    )
    for step in ("csp.py", "precache.py"):
        subprocess.run([sys.executable, str(ROOT / "scripts" / step), str(out)], check=True)
    return out


def test_a_deployment_build_has_canonical_links_under_site_url(deployed_site: Path) -> None:
    found = {}
    for page in pages(deployed_site):
        links = CANONICAL.findall(page.read_text(encoding="utf-8"))
        assert len(links) == 1, page
        found[page.parent.relative_to(deployed_site).as_posix()] = links[0]
    assert found["."] == PUBLIC_URL
    assert found["schafkopf/trainer"] == PUBLIC_URL + "schafkopf/trainer/"
    assert all(link.startswith(PUBLIC_URL) for link in found.values()), found
    sitemap = (deployed_site / "sitemap.xml").read_text(encoding="utf-8")
    locations = re.findall(r"<loc>([^<]*)</loc>", sitemap)
    assert len(locations) == len(found)
    assert all(loc.startswith(PUBLIC_URL) for loc in locations), locations


def test_a_deployment_build_names_no_localhost(deployed_site: Path) -> None:
    assert files_naming_localhost(deployed_site) == []


def test_without_site_url_no_page_has_a_canonical_link(site_dir: Path) -> None:
    """scripts/build without SITE_URL (tests, scripts/serve): no canonical link at all."""
    if os.environ.get("SITE_URL"):
        pytest.skip("SITE_URL is set in this environment: site/ is a deployment build")
    assert pages(site_dir)
    for page in pages(site_dir):
        assert CANONICAL.findall(page.read_text(encoding="utf-8")) == [], page
    assert files_naming_localhost(site_dir) == []


def readme_commands() -> list[str]:
    """The README's two commands for a fresh machine (its first code block), comments cut."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"```sh\n(.*?)```", readme, re.DOTALL)
    assert block, "the README starts with a sh block of two commands"
    lines = [line.split("#")[0].strip() for line in block.group(1).splitlines()]
    return [line for line in lines if line]


def test_the_readme_starts_with_a_serve_and_a_test_command() -> None:
    assert readme_commands() == ["scripts/serve", "scripts/test"]


def test_ci_runs_exactly_the_readme_test_command() -> None:
    """.ci/run (what CI runs on a clean clone) is the README's test command and nothing else."""
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    commands = [
        line for line in lines
        if line.strip() and not line.startswith(("#", "set ", "cd "))
    ]  # fmt: skip
    assert commands == [readme_commands()[1]]


def test_the_pages_workflow_tests_builds_with_site_url_and_deploys() -> None:
    """The workflow runs the README's test command, then a SITE_URL build, with pinned actions."""
    import yaml

    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "pages.yml").read_text())
    steps = [step for job in workflow["jobs"].values() for step in job["steps"]]
    runs = [step.get("run", "").strip() for step in steps]
    test = readme_commands()[1]
    assert test in runs
    build = next(step for step in steps if step.get("run", "").strip() == "bash scripts/build")
    assert build["env"]["SITE_URL"].endswith("/")
    assert runs.index(test) < runs.index("bash scripts/build")
    uses = [step["uses"] for step in steps if "uses" in step]
    for action in ("configure-pages", "upload-pages-artifact", "deploy-pages"):
        assert any(use.startswith(f"actions/{action}@") for use in uses), action
    for use in uses:
        assert re.fullmatch(r"actions/[a-z-]+@[0-9a-f]{40}", use), (
            f"{use} is not pinned to a commit"
        )
