// SPDX-License-Identifier: Apache-2.0
// cuStreamCreate with a flag bit that is neither CU_STREAM_DEFAULT nor CU_STREAM_NON_BLOCKING
// (0x80) must fail (a documented code, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuStreamCreate, UndefinedFlagsRejected,
    {
        .api = {"cuStreamCreate"},
        .cite = {.doc = "DRV",
            .section = "cuStreamCreate",
            .quote = "The Flags argument determines behaviors of the stream. Valid values for Flags are:"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUstream s = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuStreamCreate(&s, 0x80));

  if (s) drv.cuStreamDestroy(s);
}
