"""`python -m cudasem ...` is the `cudasem` command (for a tree where it is not installed)."""

import sys

from .cli import main

sys.exit(main())
