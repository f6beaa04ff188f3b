// SPDX-License-Identifier: Apache-2.0
// cudaGetDriverEntryPointByVersion with a CUDA version above the installed driver's returns
// cudaErrorInvalidValue.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaGetDriverEntryPointByVersion, VersionAboveDriverInvalidValue,
    {
        .api = {"cudaGetDriverEntryPointByVersion"},
        .cite = {.doc = "RT",
            .section = "cudaGetDriverEntryPointByVersion",
            .quote =
                "If the specified CUDA version is greater than the driver version, the API will return cudaErrorInvalidValue."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int driver = 0;
  CUDASEM_ASSERT_OK(cudaDriverGetVersion(&driver));
  const unsigned above = static_cast<unsigned>(driver) + 10;  // the next minor version
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult status{};

  CUDASEM_EXPECT_ERROR(cudaGetDriverEntryPointByVersion("cuDriverGetVersion", &fn, above, cudaEnableDefault, &status),
      cudaErrorInvalidValue);

  cudasem::environment("driver_version", driver);
  cudasem::environment("requested_version", above);
  cudasem::last_error(cudasem::LastError::clear);
}
