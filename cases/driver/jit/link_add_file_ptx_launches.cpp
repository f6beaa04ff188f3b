// SPDX-License-Identifier: Apache-2.0
// cuLinkAddFile of the embedded PTX written to a temporary file, then cuLinkComplete: the image loads
// with cuModuleLoadData and its add_one increments every element, as cuLinkAddData of the same bytes
// does.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLinkAddFile, PtxFileLinksAndLaunches,
    {
        .api = {"cuLinkAddFile"},
        .cite = {.doc = "DRV",
            .section = "cuLinkAddFile",
            .quote = "This method is equivalent to invoking cuLinkAddData on the contents of the file."},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  const cudasem::modules::Image ptx = cudasem::modules::ptx();
  cudasem::TempFile file(ptx.data, ptx.size, ".ptx");
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, link.out()));

  CUDASEM_ASSERT_CU_OK(drv.cuLinkAddFile(link, CU_JIT_INPUT_PTX, file.path(), 0, nullptr, nullptr));

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
