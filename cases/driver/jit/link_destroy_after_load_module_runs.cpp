// SPDX-License-Identifier: Apache-2.0
// cuLinkDestroy of a completed link whose cubin was loaded first succeeds, and the loaded module's
// add_one still increments every element afterwards.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLinkDestroy, AfterLoadModuleRuns,
    {
        .api = {"cuLinkDestroy"},
        .cite = {.doc = "DRV", .section = "cuLinkDestroy", .quote = "Destroys state for a JIT linker invocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::driver_reads_build_ptx()},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  CUlinkState link = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkCreate(0, nullptr, nullptr, &link));
  cudasem::driver_api::LinkState owner(link);
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::link_add_embedded_ptx(link));
  void* cubin = nullptr;
  std::size_t size = 0;
  CUDASEM_ASSERT_CU_OK(drv.cuLinkComplete(link, &cubin, &size));
  cudasem::Module mod;
  CUDASEM_ASSERT_CU_OK(drv.cuModuleLoadData(mod.out(), cubin));

  CUDASEM_EXPECT_CU_OK(drv.cuLinkDestroy(owner.abandon()));

  cudasem::driver_api::expect_module_adds_one(mod);
}
