// SPDX-License-Identifier: Apache-2.0
// cuLinkCreate, cuLinkAddData of the embedded PTX (CU_JIT_INPUT_PTX) and cuLinkComplete: the image it
// returns loads with cuModuleLoadData and its add_one increments every element.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

#include <cstring>

CUDASEM_CASE(CuLinkComplete, PtxDataLinksAndLaunches,
    {
        .api = {"cuLinkCreate", "cuLinkAddData", "cuLinkComplete"},
        .cite = {.doc = "DRV",
            .section = "cuLinkComplete",
            .quote = "Completes the pending linker action and returns the cubin image for the linked device code"},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image ptx = cudasem::modules::ptx();
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, link.out()));
  CUDASEM_ASSERT_CU_OK(drv.cuLinkAddData(link, CU_JIT_INPUT_PTX, const_cast<unsigned char*>(ptx.data), ptx.size + 1,
      "module_kernels.ptx", 0, nullptr, nullptr));
  void* cubin = nullptr;
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));

  cudasem::Module mod;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), cubin));
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleGetFunction(&f, mod, cudasem::modules::kAddOne));
  cudasem::DeviceMem mem;
  const CUdeviceptr p = cudasem::alloc_ints(mem, 64, 41);
  CUDASEM_ASSERT_CU_OK(cudasem::launch_add_one(f, p, 64));
  const std::size_t incremented = cudasem::count_equal(cudasem::read_ints(p, 64), 42);
  cudasem::observe("elements_incremented", incremented);
  EXPECT_EQ(incremented, 64u);
}
