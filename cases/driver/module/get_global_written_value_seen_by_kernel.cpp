// SPDX-License-Identifier: Apache-2.0
// A value written through cuModuleGetGlobal's pointer (cuMemcpyHtoD) is what the module's kernel
// read_global reads from the variable.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverModuleGetGlobal, WrittenValueSeenByKernel,
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
  CUdeviceptr global = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetGlobal(&global, nullptr, loaded.mod, cudasem::modules::kGlobal));
  const int value = 1234567;
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyHtoD(global, &value, sizeof value));
  cudasem::DeviceMem out;
  CUdeviceptr p = cudasem::alloc_ints(out, 1, 0);
  void* params[] = {&p};

  CUDASEM_ASSERT_CU_OK(drv.cuLaunchKernel(
      loaded.function(cudasem::modules::kReadGlobal), 1, 1, 1, 1, 1, 1, 0, nullptr, params, nullptr));

  CUDASEM_EXPECT_EQ_NAMED("kernel.read_global_value", cudasem::read_ints(p, 1)[0], value);
}
