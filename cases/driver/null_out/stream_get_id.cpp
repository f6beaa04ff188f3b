// SPDX-License-Identifier: Apache-2.0
// Characterization: A null id pointer (a created stream) leaves nowhere to write the result. The
// text gives only the list of return codes, which names CUDA_ERROR_INVALID_VALUE, so the call is
// called with one of them; which one is recorded. The text gives only the function's return list,
// no condition for this input: the code the call returns is recorded (with whether the list names
// it).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamGetId, NullOutParam,
    {
        .api = {"cuStreamGetId"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV", .section = "cuStreamGetId", .quote = "CUDA_SUCCESS, CUDA_ERROR_INVALID_VALUE"},
        .claim = cudasem::Claim::hedge,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::DrvStream stream;
  CUDASEM_ASSERT_CU_OK(drv.cuStreamCreate(stream.out(), CU_STREAM_NON_BLOCKING));

  CUDASEM_RECORD_CODE(drv.cuStreamGetId(stream.get(), nullptr));
}
