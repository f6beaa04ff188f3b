// SPDX-License-Identifier: Apache-2.0
// A library of a PTX image with `__managed__ int managed_value = 7`, loaded into the current
// context (cuLibraryGetKernel + cuKernelGetFunction): cuLibraryGetManaged("managed_value") returns
// 4 bytes whose content, copied back, is 7.
#include "../driver_launch.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuLibraryGetManaged, SizeAndInitialValue,
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
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetManaged(&p, &bytes, lib, cudasem::driver_api::kManagedName));

  int value = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(&value, p, sizeof value));
  cudasem::observe("managed_bytes", bytes);
  cudasem::observe("managed_initial_value", value);
  EXPECT_EQ(bytes, sizeof(int));
  EXPECT_EQ(value, cudasem::driver_api::kManagedInitial);
}
