// SPDX-License-Identifier: Apache-2.0
// cuModuleLoadData of 4 KiB of bytes that are no cubin, fatbin or PTX (NUL-terminated so that a
// PTX parser stops) must fail; the code (e.g. CUDA_ERROR_INVALID_PTX, CUDA_ERROR_INVALID_IMAGE)
// is recorded.
#include "../drv.h"
#include "cudasem/cudasem.h"

#include <vector>

CUDASEM_CASE(DriverModuleLoad, GarbageImageFails, {
    .id = "driver.module.load_data_garbage_fails",
    .cite = {.doc = "DRV", .section = "cuModuleLoadData",
             .quote = "The image may be a cubin or fatbin as output by nvcc, or a NULL-terminated PTX, either as output by nvcc or hand-written.",
             .version = "13.0"},
}) {
  const cudasem::Driver& drv = cudasem::driver();
  drvcase::PrimaryCurrent primary;
  std::vector<unsigned char> garbage(4096, 0xa5);
  garbage.back() = 0;
  CUmodule mod = nullptr;

  CUDASEM_EXPECT_CU_FAILURE(drv.cuModuleLoadData(&mod, garbage.data()));

  if (mod) drv.cuModuleUnload(mod);
}
