// SPDX-License-Identifier: Apache-2.0
// cuGetProcAddress("cuMemAllocAsync") at CUDA 11.0, before that function existed (11.2):
// CUDA_SUCCESS, pfn NULL, symbolStatus CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(DriverGetProcAddress, VersionNotSufficient,
    {
        .api = {"cuGetProcAddress"},
        .cite = {.doc = "DRV",
            .section = "cuGetProcAddress",
            .quote =
                "CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT - The requested symbol was found but is not supported by cudaVersion specified"},
        .claim = cudasem::Claim::promise,
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  void* pfn = reinterpret_cast<void*>(0x1);
  CUdriverProcAddressQueryResult status{};

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuGetProcAddress("cuMemAllocAsync", &pfn, 11000, CU_GET_PROC_ADDRESS_DEFAULT, &status), CUDA_SUCCESS);

  cudasem::observe("pfn_is_null", pfn == nullptr);
  CUDASEM_EXPECT_TRUE_NAMED("returned_function_null", pfn == nullptr);
  CUDASEM_EXPECT_EQ_NAMED("symbol_status", status, CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT);
}
