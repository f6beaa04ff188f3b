// SPDX-License-Identifier: Apache-2.0
// cuLibraryGetKernelCount of the library with three kernels returns 3.
#include "cudasem/cudasem.h"
#include "../library.h"

CUDASEM_CASE(CuLibraryGetKernelCount, CountsKernels,
    {
        .api = {"cuLibraryGetKernelCount"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetKernelCount",
            .quote = "Returns in count the number of kernels in lib."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::Library lib;
  cudasem::library::load_driver_library(lib, cudasem::modules::fatbin().data);
  unsigned count = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernelCount(&count, lib));

  CUDASEM_EXPECT_EQ_NAMED("kernel_count", count, cudasem::modules::kKernelCount);
}
