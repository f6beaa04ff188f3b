// SPDX-License-Identifier: Apache-2.0
// cuLinkDestroy of a completed link whose cubin was loaded first succeeds, and the loaded module's
// add_one still increments every element afterwards.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLinkDestroy, AfterLoadModuleRuns,
    {
        .api = {"cuLinkDestroy"},
        .cite = {.doc = "DRV", .section = "cuLinkDestroy", .quote = "Destroys state for a JIT linker invocation."},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image ptx = cudasem::modules::ptx();
  CUlinkState link = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, &link));
  cudasem::driver_api::LinkState owner(link);
  CUDASEM_ASSERT_CU_OK(drv.cuLinkAddData(link, CU_JIT_INPUT_PTX, const_cast<unsigned char*>(ptx.data), ptx.size + 1,
      "module_kernels.ptx", 0, nullptr, nullptr));
  void* cubin = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));
  cudasem::Module mod;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), cubin));

  CUDASEM_EXPECT_CU_OK(drv.cuLinkDestroy(owner.abandon()));

  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  const std::size_t incremented = cudasem::count_equal(cudasem::read_ints(p, 64), 42);
  cudasem::observe("elements_incremented", incremented);
  EXPECT_EQ(incremented, 64u);
}
