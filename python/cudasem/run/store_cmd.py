"""`cudasem store`: the results store's command (model/store.py, whose text is its help)."""

from __future__ import annotations

import argparse
import sys

from ..model import store
from ..model.bundle import BundleError


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(
        prog="cudasem store", description=store.__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = p.add_subparsers(dest="verb", required=True)
    add = sub.add_parser("ingest", help="add bundles to the store (those it holds are skipped)")
    add.add_argument("inputs", nargs="+", metavar="BUNDLE_OR_FOLDER")
    add.add_argument(
        "--store",
        help=f"the store: an SQLite file (default: {store.DEFAULT_NAME} beside the first bundle) or a "
        "postgresql:// URL",
    )
    show = sub.add_parser(
        "show", help="the store's runs, one line each: number, GPU, driver, runtime, start, file name, run.id, digest"
    )
    show.add_argument("--store", required=True, help="the store: an SQLite file or a postgresql:// URL")
    args = p.parse_args(argv)
    try:
        if args.verb == "ingest":
            path = args.store or store.default_path(args.inputs)
            conn = store.connect(path, create=True)
            try:
                done = store.ingest(conn, args.inputs)
            finally:
                conn.close()
            print(
                f"cudasem store: {len(done.added)} runs added, {len(done.replaced)} replaced, "
                f"{len(done.skipped)} bundles held already -> {store.shown(path)}"
            )
            return 0
        conn = store.connect(args.store)
        try:
            hashes = store.digests(conn)
            for r in store.runs(conn):
                print(
                    f"{r.id}\t{r.gpu or 'no GPU'}\t{r.driver or 'no driver'}\t{r.runtime}\t{r.started}\t{r.name}"
                    f"\t{r.run_id or '-'}\t{hashes.get(r.id, '')[:12]}"
                )
        finally:
            conn.close()
        return 0
    except (BundleError, store.StoreError) as e:
        print(f"cudasem store: error: {e}", file=sys.stderr)
        return 2
    except store.errors() as e:  # a full disk, a store another process holds locked, a lost server
        print(
            f"cudasem store: error: {store.shown(getattr(args, 'store', None) or 'the store')}: {store.one_line(e)}",
            file=sys.stderr,
        )
        return 2


if __name__ == "__main__":
    sys.exit(main())
