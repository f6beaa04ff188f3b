// SPDX-License-Identifier: Apache-2.0
// cuCtxGetLimit with CU_LIMIT_MAX, a value outside the supported CUlimit list, must fail (with
// one of its documented codes, recorded).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverCtxGetLimit, InvalidLimitRejected,
    {
        .api = {"cuCtxGetLimit"},
        .cite = {.doc = "DRV",
            .section = "cuCtxGetLimit",
            .quote = "Returns in *pvalue the current size of limit. The supported CUlimit values are:"},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Context ctx(cudasem::create_context());
  std::size_t value = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuCtxGetLimit(&value, CU_LIMIT_MAX));
}
