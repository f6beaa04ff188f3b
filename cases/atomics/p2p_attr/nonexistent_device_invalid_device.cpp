// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetP2PAttribute with a device ordinal that does not exist (the device count, and -1)
// as either end of the link returns cudaErrorInvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetP2PAttribute, NonexistentDeviceInvalidDevice,
    {
        .api = {"cudaDeviceGetP2PAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetP2PAttribute",
            .quote =
                "Returns cudaErrorInvalidDevice if srcDevice or dstDevice are not valid or if they represent the same device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int count = 0;
  CUDASEM_ASSERT_OK(cudaGetDeviceCount(&count));
  int value = 0;

  CUDASEM_EXPECT_ERROR(
      cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrNativeAtomicSupported, 0, count), cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR(
      cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrNativeAtomicSupported, count, 0), cudaErrorInvalidDevice);
  CUDASEM_EXPECT_ERROR(
      cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrNativeAtomicSupported, -1, 0), cudaErrorInvalidDevice);

  cudasem::environment("device_count", count);
  cudasem::last_error(cudasem::LastError::clear);
}
