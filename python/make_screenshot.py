"""Write the README's pictures of the report of the committed bundles (bundles/*.json at the
repository root) in headless Chromium: docs/report-screenshot.png (the overview) and
docs/report-api-screenshot.png (the API page of cudaMemcpyAsync: its compatibility table).

    python3 python/make_screenshot.py [BUNDLE_OR_FOLDER...] [--out PNG] [--api-out PNG] [--api NAME]

The browser tests (tests/browser.py) drive Chromium through `chromium` below.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

REPORTS = Path(__file__).resolve().parent
ROOT = REPORTS.parent
sys.path.insert(0, str(REPORTS))  # the package without installing it

from cudasem.report import render  # noqa: E402
from cudasem.report import view as model  # noqa: E402

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
WINDOW = "1400,900"


def chromium(profile: Path, *args: str) -> str:
    """Runs headless Chromium with its own profile folder; returns its stdout."""
    if CHROMIUM is None:
        raise RuntimeError("chromium is not installed (apt-get install -y chromium)")
    cmd = [
        CHROMIUM,
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--no-first-run",
        f"--user-data-dir={profile}",
        *args,
    ]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:
        raise RuntimeError(f"chromium exited {proc.returncode}: {proc.stderr[-2000:]}")
    return proc.stdout


def screenshot(profile: Path, page: Path, png: Path) -> Path:
    """A PNG of `page` (after its JS ran) at the README's window size."""
    chromium(profile, f"--screenshot={png}", f"--window-size={WINDOW}", page.as_uri())
    return png


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="make_screenshot.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    p.add_argument(
        "inputs",
        nargs="*",
        default=[str(ROOT / "bundles")],
        metavar="BUNDLE_OR_FOLDER",
        help="default: bundles/ at the repository root (its *.json, not its subfolders)",
    )
    p.add_argument("--out", default=str(ROOT / "docs" / "report-screenshot.png"), help="the overview's PNG")
    p.add_argument(
        "--api-out", default=str(ROOT / "docs" / "report-api-screenshot.png"), help="the API page's PNG ('' for none)"
    )
    p.add_argument("--api", default="cudaMemcpyAsync", help="the function whose API page is shot")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        render.render(model.load_runs(args.inputs), site)
        screenshot(Path(tmp) / "profile", site / "index.html", Path(args.out).resolve())
        print(f"make_screenshot: {args.out}")
        if args.api_out:
            page = site / "api" / f"{args.api}.html"
            if not page.exists():
                print(f"make_screenshot: no API page of {args.api} in these bundles", file=sys.stderr)
                return 2
            screenshot(Path(tmp) / "profile", page, Path(args.api_out).resolve())
            print(f"make_screenshot: {args.api_out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
