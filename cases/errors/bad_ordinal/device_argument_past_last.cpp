// SPDX-License-Identifier: Apache-2.0
// Runtime API functions that take a device ordinal (an int argument or a cudaMemLocation's id) and
// whose return list names cudaErrorInvalidDevice, called with the device count (one past the last
// ordinal), everything else valid: the ordinal names no CUDA device, so each returns
// cudaErrorInvalidDevice. One row per function (the others: this folder's cases). Not rows:
// cudaDeviceSetMemPool (its text also requires the pool to be local to the device, which a pool of
// device 0 is not for the ordinal past the last: cudaErrorInvalidValue on the H200 answers that) and
// cudaMemAdvise (its text states "must be a valid device ordinal", a caller requirement:
// managed.advise.*_nonexistent_device_result record what it returns).
#include "../errors.h"
#include "cudasem/cudasem.h"

#include <cuda_runtime.h>

namespace {

void ignore_notification(cudaAsyncNotificationInfo_t*, void*, cudaAsyncCallbackHandle_t) {}

// What the rows pass besides the ordinal: two device buffers and a stream. The unregister row registers a callback on device 0 first (and
// unregisters it from device 0 when its call fails).
struct Objects {
  int past_last = 0;
  cudasem::DeviceBuffer<unsigned char> a{4096}, b{4096};
  cudasem::Stream stream;

  void set_up() {
    CUDASEM_ASSERT_OK(cudaGetDeviceCount(&past_last));
    cudasem::environment("device_count", past_last);
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kRows[] = {
    {"cudaMemcpyPeer", [](Objects& o) { return cudaMemcpyPeer(o.b.data(), o.past_last, o.a.data(), 0, 64); }},
    {"cudaMemcpyPeerAsync",
        [](Objects& o) { return cudaMemcpyPeerAsync(o.b.data(), o.past_last, o.a.data(), 0, 64, o.stream); }},
    {"cudaMemcpy3DPeerAsync",
        [](Objects& o) {
          cudaMemcpy3DPeerParms p = {};
          p.srcPtr = make_cudaPitchedPtr(o.a.data(), 256, 64, 4);
          p.srcDevice = 0;
          p.dstPtr = make_cudaPitchedPtr(o.b.data(), 256, 64, 4);
          p.dstDevice = o.past_last;
          p.extent = make_cudaExtent(64, 4, 1);
          return cudaMemcpy3DPeerAsync(&p, o.stream);
        }},
    {"cudaDeviceSetGraphMemAttribute",
        [](Objects& o) {
          unsigned long long zero = 0;
          return cudaDeviceSetGraphMemAttribute(o.past_last, cudaGraphMemAttrUsedMemHigh, &zero);
        }},
    {"cudaDeviceUnregisterAsyncNotification",
        [](Objects& o) {
          cudaAsyncCallbackHandle_t handle = nullptr;
          CUDASEM_EXPECT_OK(cudaDeviceRegisterAsyncNotification(0, &ignore_notification, nullptr, &handle));
          const cudaError_t r = cudaDeviceUnregisterAsyncNotification(o.past_last, handle);
          if (r != cudaSuccess && handle) CUDASEM_EXPECT_OK(cudaDeviceUnregisterAsyncNotification(0, handle));
          return r;
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeDeviceOrdinal, PastLastInvalidDevice, kRows,
    {
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidDevice)",
            .quote = "This indicates that the device ordinal supplied by the user does not correspond to a valid "
                     "CUDA device or that the action requested is invalid for the specified device."},
        .claim = cudasem::Claim::documented_failure,
        .needs = {cudasem::attr("managedMemory") >= 1},  // the managed buffer of cudaMemAdvise's row
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_EXPECT_ERROR_OF_ROW(row.key, r, cudaErrorInvalidDevice);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
}
