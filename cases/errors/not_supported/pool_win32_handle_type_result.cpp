// SPDX-License-Identifier: Apache-2.0
// Characterization: cudaMemPoolCreate of a device pool whose handleTypes asks for Windows (NT) handle
// export on Linux, where the device's cudaDevAttrMemoryPoolSupportedHandleTypes does not list
// cudaMemHandleTypeWin32: the code returned is recorded (the pool text names cudaErrorInvalidValue for
// other conditions and none for an export type the system lacks; cudaErrorNotSupported's text
// describes an operation the system does not support).
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaMemPoolCreate, Win32HandleTypeOnLinuxResult,
    {
        .api = {"cudaMemPoolCreate"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorNotSupported)",
            .quote = "This error indicates the attempted operation is not supported on the current system or device."},
        .claim = cudasem::Claim::hedge,
        .needs = {cudasem::linux_os(), cudasem::attr("memoryPoolsSupported") >= 1},
    }) {
  int handle_types = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&handle_types, cudaDevAttrMemoryPoolSupportedHandleTypes, 0));
  cudasem::environment("pool_supported_handle_types", handle_types);
  if (handle_types & cudaMemHandleTypeWin32) GTEST_SKIP() << "the device lists Win32 handles as supported";
  cudaMemPoolProps props = {};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypeWin32;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t pool = nullptr;

  const cudaError_t r = cudaMemPoolCreate(&pool, &props);

  CUDASEM_RECORD_CODE_OF(cudaMemPoolCreate, r);
  cudasem::last_error(cudasem::LastError::clear);
  if (r == cudaSuccess) CUDASEM_EXPECT_OK(cudaMemPoolDestroy(pool));
}
