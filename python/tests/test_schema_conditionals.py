"""The observation schema's conditionals (`if` a field is present `then` ...: a check's value is a
code; series and unit go together; stat and at need a series) are compiled as `dependencies`
(model/schemas.py), which fastjsonschema checks without raising an exception per absent field;
the same observations pass and fail as jsonschema finds on the schema as written."""

import copy

import fastjsonschema
import jsonschema
import pytest

from cudasem.model import schemas

CHECK = {"function": "f", "expected": None, "documented": True}
OBSERVATIONS = [
    {"name": "a", "type": "verdict", "value": {"name": "cudaSuccess", "code": 0}, "check": CHECK},
    {"name": "b", "type": "verdict", "value": 3, "check": CHECK},
    {"name": "c", "type": "verdict", "value": {"name": "cudaSuccess"}, "check": CHECK},
    {"name": "d", "type": "measurement", "value": 1.5, "series": "s", "unit": "GBps"},
    {"name": "e", "type": "measurement", "value": 1.5, "series": "s"},
    {"name": "f", "type": "measurement", "value": 1.5, "unit": "GBps"},
    {"name": "g", "type": "measurement", "value": 1.5, "series": "s", "unit": "GBps", "stat": "median", "at": 4},
    {"name": "h", "type": "measurement", "value": 1.5, "stat": "median"},
    {"name": "i", "type": "measurement", "value": 1.5, "at": 4},
    {"name": "j", "type": "verdict", "value": True},
]


@pytest.mark.parametrize("obs", OBSERVATIONS, ids=[o["name"] for o in OBSERVATIONS])
def test_the_compiled_conditionals_agree_with_jsonschema(obs):
    full = schemas.document("bundle")
    written = {**full["$defs"]["observation"], "$defs": full["$defs"]}
    reference = jsonschema.validators.validator_for(full)(written)
    compiled = fastjsonschema.compile(schemas._fast(copy.deepcopy(written)))
    try:
        compiled(obs)
        passed = True
    except fastjsonschema.JsonSchemaValueException:
        passed = False
    assert passed == reference.is_valid(obs)
    assert "dependencies" in schemas._fast(written) and "allOf" not in schemas._fast(written)
