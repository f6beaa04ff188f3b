// SPDX-License-Identifier: Apache-2.0
// CU_FUNC_ATTRIBUTE_BINARY_VERSION of add_one loaded from a cubin built for sm_XY is XY
// (major * 10 + minor).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverFuncGetAttribute, BinaryVersionIsCubinArch,
    {
        .api = {"cuFuncGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuFuncGetAttribute",
            .quote =
                "CU_FUNC_ATTRIBUTE_BINARY_VERSION: The binary architecture version for which the function was compiled."},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image image = cudasem::native_cubin(primary.device());
  if (!image)
    GTEST_SKIP() << "requires a cubin built for this GPU's architecture; the build has none for sm_"
                 << cudasem::sm_of(primary.device());
  cudasem::Module mod;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), image.data));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  int version = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuFuncGetAttribute(&version, CU_FUNC_ATTRIBUTE_BINARY_VERSION, f));

  cudasem::environment("binary_version", version);
  cudasem::environment("cubin_arch", image.arch);
  CUDASEM_EXPECT_EQ_NAMED("binary_version.is_cubin_arch", version, image.arch);
}
