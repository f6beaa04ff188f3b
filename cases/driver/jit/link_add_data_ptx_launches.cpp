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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, link.out()));
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;
  std::size_t size = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));

  cudasem::driver_api::expect_image_adds_one(cubin);
}
