"""What the build runs: documented codes and citations from the toolkit headers (headers), the case
contract (contract) and the kind-verb check (verbs)."""
