// SPDX-License-Identifier: Apache-2.0
// cuFuncGetParamInfo of add_value(int* p, int n, int value): the parameters lie at offsets 0, 8 and
// 12 with sizes 8, 4 and 4 (the ABI layout the module cases' parameter buffer uses).
#include "../driver.h"
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuFuncGetParamInfo, OffsetsAndSizes,
    {
        .api = {"cuFuncGetParamInfo"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetParamInfo",
            .quote =
                "Queries the kernel parameter at paramIndex into func's list of parameters, and returns in paramOffset and paramSize the offset and size, respectively, where the parameter will reside in the device-side parameter layout."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUfunction f = loaded.function(cudasem::modules::kAddValue);
  CUDASEM_ASSERT_TRUE_NAMED("add_value_function.found", f != nullptr);
  const std::size_t want_offset[] = {0, 8, 12}, want_size[] = {8, 4, 4};

  for (unsigned i = 0; i < 3; ++i) {
    std::size_t offset = 99, size = 99;
    CUDASEM_ASSERT_CU_OK(drv.cuFuncGetParamInfo(f, i, &offset, &size));
    cudasem::observe("param_" + std::to_string(i) + ".offset", offset);
    cudasem::observe("param_" + std::to_string(i) + ".size", size);
    CUDASEM_EXPECT_EQ_NAMED("param_layout.offset", offset, want_offset[i]) << "parameter " << i;
    CUDASEM_EXPECT_EQ_NAMED("param_layout.size", size, want_size[i]) << "parameter " << i;
  }
}
