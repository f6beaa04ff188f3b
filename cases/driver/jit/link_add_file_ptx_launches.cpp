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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
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
  cudasem::driver_api::expect_image_adds_one(cubin);
}
