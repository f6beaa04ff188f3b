// SPDX-License-Identifier: Apache-2.0
// cuGetProcAddress("cuMemAlloc") at this toolkit's CUDA version returns a function that
// allocates: it is called, and the allocation is freed with cuMemFree.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetProcAddress, ReturnsCallableVersionedFunction,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "For a requested driver symbol, if the specified CUDA version is greater than or equal to the CUDA version in which the driver symbol was introduced, this API will return the function pointer to the corresponding versioned function."},
        .claim = cudasem::Claim::promise,
    }) {
  // Asked at this build's CUDA_VERSION: a build with a newer toolkit than the driver cannot ask it.
  if (const std::string why = cudasem::driver_api::build_version_above_driver(); !why.empty()) GTEST_SKIP() << why;
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  void* pfn = nullptr;
  CUdriverProcAddressQueryResult status{};

  CUDASEM_ASSERT_CU_OK(drv.cuGetProcAddress("cuMemAlloc", &pfn, CUDA_VERSION, CU_GET_PROC_ADDRESS_DEFAULT, &status));

  CUDASEM_EXPECT_EQ_NAMED("symbol_status", status, CU_GET_PROC_ADDRESS_SUCCESS);
  CUDASEM_ASSERT_TRUE_NAMED("entry_point.returned", pfn != nullptr);
  auto mem_alloc = reinterpret_cast<CUresult (*)(CUdeviceptr*, std::size_t)>(pfn);  // cuMemAlloc_v2
  CUdeviceptr p = 0;
  CUDASEM_EXPECT_CU_ERROR_OF(cuMemAlloc, mem_alloc(&p, 4096), CUDA_SUCCESS);
  CUDASEM_EXPECT_TRUE_NAMED("allocated_address_nonzero", p != 0u);
  if (p) CUDASEM_EXPECT_CU_ERROR(drv.cuMemFree(p), CUDA_SUCCESS);
}
