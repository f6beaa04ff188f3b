// SPDX-License-Identifier: Apache-2.0
// cuLinkComplete of the embedded PTX with a NULL sizeOut succeeds and returns an image (sizeOut is
// optional) that loads with cuModuleLoadData.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLinkComplete, SizeOutOptional,
    {
        .api = {"cuLinkComplete"},
        .cite = {.doc = "DRV",
            .section = "cuLinkComplete",
            .quote = "sizeOut Optional parameter to receive the size of the generated image"},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::driver_api::LinkState link;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, link.out()));
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;

  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, nullptr));

  CUDASEM_ASSERT_TRUE_NAMED("image.returned", cubin != nullptr);
  cudasem::Module mod;
  CUDASEM_EXPECT_CU_OK(drv.cuModuleLoadData(mod.out(), cubin));
}
