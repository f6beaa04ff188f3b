// SPDX-License-Identifier: Apache-2.0
// cudaFuncGetAttributes reports binaryVersion (major * 10 + minor of the loaded binary) and
// ptxVersion: both are recorded with the device's compute capability.
#include "cudasem/cudasem.h"

namespace {
__global__ void noop() {}
}  // namespace

CUDASEM_CASE(CudaFuncGetAttributes, BinaryVersionRecorded,
    {
        .api = {"cudaFuncGetAttributes"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "CUfunction_attribute (CU_FUNC_ATTRIBUTE_BINARY_VERSION)",
            .quote =
                "The binary architecture version for which the function was compiled. This value is the major binary version * 10 + the minor binary version, so a binary version 1.3 function would return the value 13."},
        .claim = cudasem::Claim::hedge,
    }) {
  int major = 0, minor = 0;
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
  CUDASEM_ASSERT_OK(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0));
  cudaFuncAttributes fa{};

  CUDASEM_ASSERT_OK(cudaFuncGetAttributes(&fa, reinterpret_cast<const void*>(noop)));

  cudasem::environment("binary_version", fa.binaryVersion);
  cudasem::environment("ptx_version", fa.ptxVersion);
  cudasem::environment("device_cc", major * 10 + minor);
}
