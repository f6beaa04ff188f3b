// SPDX-License-Identifier: Apache-2.0
// cuModuleGetGlobal("module_global") returns its size (sizeof(int)) and a device pointer whose
// contents are the initial value 42 (read with cuMemcpyDtoH).
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetGlobal, SizeAndInitialValue,
    {
        .api = {"cuModuleGetGlobal"},
        .cite = {.doc = "DRV",
            .section = "cuModuleGetGlobal",
            .quote =
                "Returns in *dptr and *bytes the base pointer and size of the global of name name located in module hmod."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::driver_api::LoadedPtx loaded;
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetGlobal(&p, &bytes, loaded.mod, cudasem::modules::kGlobal));

  CUDASEM_EXPECT_EQ_NAMED("global_size_bytes", bytes, sizeof(int));
  CUDASEM_ASSERT_TRUE_NAMED("global.address_nonzero", p != 0u);
  CUDASEM_EXPECT_EQ_NAMED("global.initial_value", cudasem::read_ints(p, 1)[0], cudasem::modules::kGlobalInitial);
}
