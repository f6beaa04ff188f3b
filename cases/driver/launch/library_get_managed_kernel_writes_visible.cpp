// SPDX-License-Identifier: Apache-2.0
// bump_managed (managed_value += 1) launched from the library: the memory cuLibraryGetManaged
// returns for "managed_value" then holds 8, read by the host through the managed pointer itself.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLibraryGetManaged, KernelWritesVisible,
    {
        .api = {"cuLibraryGetManaged"},
        .cite = {.doc = "DRV",
            .section = "cuLibraryGetManaged",
            .quote =
                "Returns in *dptr and *bytes the base pointer and size of the managed memory with name name for the requested library library."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUfunction f = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::load_managed_library(lib, f));
  CUdeviceptr p = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetManaged(&p, nullptr, lib, cudasem::driver_api::kManagedName));

  CUDASEM_ASSERT_CU_OK(drv.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  const int value = *reinterpret_cast<volatile int*>(p);
  CUDASEM_EXPECT_EQ_NAMED("managed_value_after_kernel", value, cudasem::driver_api::kManagedInitial + 1);
}
