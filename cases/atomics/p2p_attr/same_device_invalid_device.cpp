// SPDX-License-Identifier: Apache-2.0
// cudaDeviceGetP2PAttribute for the link from device 0 to itself returns cudaErrorInvalidDevice.
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaDeviceGetP2PAttribute, SameDeviceInvalidDevice,
    {
        .api = {"cudaDeviceGetP2PAttribute"},
        .cite = {.doc = "RT",
            .section = "cudaDeviceGetP2PAttribute",
            .quote =
                "Returns cudaErrorInvalidDevice if srcDevice or dstDevice are not valid or if they represent the same device."},
        .claim = cudasem::Claim::documented_failure,
    }) {
  int value = -12345;

  CUDASEM_EXPECT_ERROR(
      cudaDeviceGetP2PAttribute(&value, cudaDevP2PAttrNativeAtomicSupported, 0, 0), cudaErrorInvalidDevice);

  cudasem::observe("value_after_call", value);
  cudasem::last_error(cudasem::LastError::clear);
}
