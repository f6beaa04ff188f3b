// SPDX-License-Identifier: Apache-2.0
// cudaHostRegister with cudaHostRegisterPortable succeeds, and the range is pinned memory for a
// context other than the one that registered it: in a second context (cuCtxCreate) the driver
// reports the pointer as host memory (a pageable range would be no CUDA pointer there).
#include "cudasem/cudasem.h"
#include "cudasem/driver_objects.h"

#include <unistd.h>

CUDASEM_CASE(CudaHostRegister, PortableFlagSucceeds,
    {
        .api = {"cudaHostRegister"},
        .cite = {.doc = "RT",
            .section = "cudaHostRegister",
            .quote =
                "cudaHostRegisterPortable: The memory returned by this call will be considered as pinned memory by all CUDA contexts, not just the one that performed the allocation."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("hostRegisterSupported") >= 1},
    }) {
  const std::size_t page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
  cudasem::PageableBuffer<unsigned char> buffer(page);
  ASSERT_NE(buffer.data(), nullptr);

  cudaError_t result = cudaHostRegister(buffer.data(), page, cudaHostRegisterPortable);

  CUDASEM_ASSERT_OK_OF(cudaHostRegister, result);
  unsigned type = 0;
  {
    const cudasem::Driver& drv = cudasem::driver();
    cudasem::Context other(cudasem::create_context());  // current until destroyed
    ASSERT_NE(other.get(), nullptr);
    CUDASEM_EXPECT_CU_OK(drv.cuPointerGetAttribute(
        &type, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, reinterpret_cast<CUdeviceptr>(buffer.data())));
  }
  CUDASEM_EXPECT_EQ_NAMED("other_context.memory_type", type, static_cast<unsigned>(CU_MEMORYTYPE_HOST));
  CUDASEM_EXPECT_OK(cudaHostUnregister(buffer.data()));
}
