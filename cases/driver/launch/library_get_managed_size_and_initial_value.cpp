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
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::Library lib;
  CUfunction f = nullptr;
  ASSERT_NO_FATAL_FAILURE(cudasem::driver_api::load_managed_library(lib, f));
  CUdeviceptr p = 0;
  std::size_t bytes = 0;

  CUDASEM_ASSERT_CU_OK(drv.cuLibraryGetManaged(&p, &bytes, lib, cudasem::driver_api::kManagedName));

  int value = -1;
  CUDASEM_ASSERT_CU_OK(drv.cuMemcpyDtoH(&value, p, sizeof value));
  CUDASEM_EXPECT_EQ_NAMED("managed_bytes", bytes, sizeof(int));
  CUDASEM_EXPECT_EQ_NAMED("managed_initial_value", value, cudasem::driver_api::kManagedInitial);
}
