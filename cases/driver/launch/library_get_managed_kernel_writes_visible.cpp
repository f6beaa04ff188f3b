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
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUDASEM_ASSERT_CU_OK(
      drv.cuLibraryLoadData(lib.out(), cudasem::driver_api::kManagedPtx, nullptr, nullptr, 0, nullptr, nullptr, 0));
  CUkernel kernel = nullptr;
  CUfunction f = nullptr;
  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetKernel(&kernel, lib, cudasem::driver_api::kBumpManaged));
  CUDASEM_ASSERT_CU_OK(drv.cuKernelGetFunction(&f, kernel));
  CUdeviceptr p = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetManaged(&p, nullptr, lib, cudasem::driver_api::kManagedName));

  CUDASEM_ASSERT_CU_OK(drv.cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr));
  CUDASEM_ASSERT_CU_OK(drv.cuCtxSynchronize());
  const int value = *reinterpret_cast<volatile int*>(p);
  cudasem::observe("managed_value_after_kernel", value);
  EXPECT_EQ(value, cudasem::driver_api::kManagedInitial + 1);
}
