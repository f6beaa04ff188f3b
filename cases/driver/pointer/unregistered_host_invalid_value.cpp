// SPDX-License-Identifier: Apache-2.0
// CU_POINTER_ATTRIBUTE_CONTEXT of plain malloc memory (never registered) returns
// CUDA_ERROR_INVALID_VALUE.
#include "../driver.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuPointerGetAttribute, UnregisteredHostInvalidValue,
    {
        .api = {"cuPointerGetAttribute"},
        .cite = {.doc = "DRV",
            .section = "cuPointerGetAttribute",
            .quote =
                "If ptr was not allocated by, mapped by, or registered with a CUcontext which uses unified virtual addressing then CUDA_ERROR_INVALID_VALUE is returned."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("unifiedAddressing") >= 1},
    }) {
  const cudasem::Driver& drv = cudasem::driver();
  cudasem::PrimaryCurrent primary;
  cudasem::PageableBuffer<unsigned> host(1024);
  CUcontext ctx = nullptr;

  CUDASEM_EXPECT_CU_ERROR(
      drv.cuPointerGetAttribute(&ctx, CU_POINTER_ATTRIBUTE_CONTEXT, reinterpret_cast<CUdeviceptr>(host.data())),
      CUDA_ERROR_INVALID_VALUE);
}
