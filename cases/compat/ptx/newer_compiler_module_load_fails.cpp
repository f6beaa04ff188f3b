// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of PTX that CUDA 13.5's compiler wrote (PTX ISA 9.5) on a driver of an older
// CUDA 13 release: the driver's JIT compiler does not read that toolchain's PTX, and the load
// fails with CUDA_ERROR_UNSUPPORTED_PTX_VERSION.
#include "../compat.h"
#include "cudasem/driver.h"
#include "cudasem/driver_objects.h"

CUDASEM_CASE(CompatPtx, NewerCompilerModuleLoadFails,
    {
        .api = {"cuModuleLoadData"},
        .cite = {.doc = "DRV",
            .section = "CUresult (CUDA_ERROR_UNSUPPORTED_PTX_VERSION)",
            .quote = "This indicates that the provided PTX was compiled with an unsupported toolchain."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  if (!cudasem::compat::driver_older_than_newer_ptx()) GTEST_SKIP() << cudasem::compat::driver_reads_newer_ptx_reason();
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUmodule mod = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuModuleLoadData(&mod, cudasem::modules::newer_ptx().data), CUDA_ERROR_UNSUPPORTED_PTX_VERSION);

  if (mod) drv.cuModuleUnload(mod);
}
