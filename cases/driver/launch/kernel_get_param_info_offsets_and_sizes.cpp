// SPDX-License-Identifier: Apache-2.0
// cuKernelGetParamInfo of the library kernel add_value(int* p, int n, int value): offsets 0, 8 and 12,
// sizes 8, 4 and 4.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuKernelGetParamInfo, OffsetsAndSizes,
    {
        .api = {"cuKernelGetParamInfo"},
        .cite = {.doc = "DRV",
            .section = "cuKernelGetParamInfo",
            .quote =
                "Queries the kernel parameter at paramIndex into kernel's list of parameters, and returns in paramOffset and paramSize the offset and size, respectively, where the parameter will reside in the device-side parameter layout."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUkernel kernel = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::library_kernel(lib, kernel));
  const std::size_t want_offset[] = {0, 8, 12}, want_size[] = {8, 4, 4};

  for (unsigned i = 0; i < 3; ++i) {
    std::size_t offset = 99, size = 99;
    CUDASEM_ASSERT_CU_OK(drv.cuKernelGetParamInfo(kernel, i, &offset, &size));
    cudasem::observe("param_" + std::to_string(i) + ".offset", offset);
    cudasem::observe("param_" + std::to_string(i) + ".size", size);
    CUDASEM_EXPECT_EQ_NAMED("param_layout.offset", offset, want_offset[i]) << "parameter " << i;
    CUDASEM_EXPECT_EQ_NAMED("param_layout.size", size, want_size[i]) << "parameter " << i;
  }
}
