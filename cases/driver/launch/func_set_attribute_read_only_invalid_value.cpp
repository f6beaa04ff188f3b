// SPDX-License-Identifier: Apache-2.0
// cuFuncSetAttribute of the read-only CU_FUNC_ATTRIBUTE_NUM_REGS must return CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncSetAttribute, ReadOnlyInvalidValue,
    {
        .api = {"cuFuncSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuFuncSetAttribute",
            .quote =
                "Attempting to set a value on a read-only attribute will result in an error (CUDA_ERROR_INVALID_VALUE)"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);

  CUDASEM_EXPECT_CU_ERROR(drv.cuFuncSetAttribute(f, CU_FUNC_ATTRIBUTE_NUM_REGS, 16), CUDA_ERROR_INVALID_VALUE);
}
