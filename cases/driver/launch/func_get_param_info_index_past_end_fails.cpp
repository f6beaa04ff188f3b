// SPDX-License-Identifier: Apache-2.0
// cuFuncGetParamInfo of add_value (three parameters) at index 3 must fail.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncGetParamInfo, IndexPastEndFails,
    {
        .api = {"cuFuncGetParamInfo"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetParamInfo",
            .quote = "paramIndex must be less than the number of parameters that func takes."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  ASSERT_NE(f, nullptr);
  std::size_t offset = 0, size = 0;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuFuncGetParamInfo(f, 3, &offset, &size));
}
