// SPDX-License-Identifier: Apache-2.0
// cuKernelSetAttribute of the read-only CU_FUNC_ATTRIBUTE_NUM_REGS must return
// CUDA_ERROR_INVALID_VALUE.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelSetAttribute, ReadOnlyInvalidValue,
    {
        .api = {"cuKernelSetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuKernelSetAttribute",
            .quote =
                "Attempting to set a value on a read-only attribute will result in an error (CUDA_ERROR_INVALID_VALUE)"},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuKernelSetAttribute(CU_FUNC_ATTRIBUTE_NUM_REGS, 16, kernel, cudasem::device0()), CUDA_ERROR_INVALID_VALUE);
}
