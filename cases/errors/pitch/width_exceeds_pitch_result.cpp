// SPDX-License-Identifier: Apache-2.0
// Characterization: the 2D and 3D copy functions whose return list names cudaErrorInvalidPitchValue,
// each given a row width (300 or 200 bytes) larger than the pitch of one side (256 or 128 bytes), on
// buffers large enough that a copy that did not check would still stay in bounds: the code each
// returns is recorded (the pitch text names no value that is refused; cudaMemcpy2D:
// pitched.copy2d.width_exceeds_pitch_fails). One row per function.
#include "../errors.h"
#include "cudasem/cudasem.h"
#include "cudasem/pitched_memory.h"

#include <cuda_runtime.h>

namespace {

constexpr std::size_t kBytes = 4096, kRows = 4;

// The objects the rows copy between: two device buffers, a 64 x 16 float array (256 bytes a row),
// a stream.
struct Objects {
  cudasem::DeviceBuffer<unsigned char> a{kBytes}, b{kBytes};
  cudasem::Array array;
  cudasem::Stream stream{cudaStreamNonBlocking};

  void set_up() {
    const cudaChannelFormatDesc desc = cudasem::float1_desc();
    CUDASEM_ASSERT_OK(cudaMallocArray(array.out(), &desc, 64, 16));
  }
  // 300 bytes a row from a pitch of 256 into a pitch of 512, 4 rows.
  cudaMemcpy3DParms params_3d() {
    cudaMemcpy3DParms p = {};
    p.srcPtr = make_cudaPitchedPtr(a.data(), 256, 300, kRows);
    p.dstPtr = make_cudaPitchedPtr(b.data(), 512, 300, kRows);
    p.extent = make_cudaExtent(300, kRows, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    return p;
  }
  cudaMemcpy3DPeerParms peer_params_3d() {
    cudaMemcpy3DPeerParms p = {};
    p.srcPtr = make_cudaPitchedPtr(a.data(), 256, 300, kRows);
    p.dstPtr = make_cudaPitchedPtr(b.data(), 512, 300, kRows);
    p.extent = make_cudaExtent(300, kRows, 1);
    return p;
  }
};

using Row = cudasem::errors::CallOn<Objects>;
constexpr Row kPitchRows[] = {
    {"cudaMemcpy2DAsync",
        [](Objects& o) {
          return cudaMemcpy2DAsync(o.b.data(), 512, o.a.data(), 256, 300, kRows, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy2DToArray",
        [](Objects& o) {
          return cudaMemcpy2DToArray(o.array, 0, 0, o.a.data(), 128, 200, kRows, cudaMemcpyDeviceToDevice);
        }},
    {"cudaMemcpy2DToArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DToArrayAsync(
              o.array, 0, 0, o.a.data(), 128, 200, kRows, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy2DFromArrayAsync",
        [](Objects& o) {
          return cudaMemcpy2DFromArrayAsync(
              o.b.data(), 128, o.array, 0, 0, 200, kRows, cudaMemcpyDeviceToDevice, o.stream);
        }},
    {"cudaMemcpy3D",
        [](Objects& o) {
          const cudaMemcpy3DParms p = o.params_3d();
          return cudaMemcpy3D(&p);
        }},
    {"cudaMemcpy3DAsync",
        [](Objects& o) {
          const cudaMemcpy3DParms p = o.params_3d();
          return cudaMemcpy3DAsync(&p, o.stream);
        }},
    {"cudaMemcpy3DPeer",
        [](Objects& o) {
          const cudaMemcpy3DPeerParms p = o.peer_params_3d();
          return cudaMemcpy3DPeer(&p);
        }},
    {"cudaMemcpy3DPeerAsync",
        [](Objects& o) {
          const cudaMemcpy3DPeerParms p = o.peer_params_3d();
          return cudaMemcpy3DPeerAsync(&p, o.stream);
        }},
};

}  // namespace

CUDASEM_CASE_TABLE(RuntimeCopyPitch, WidthExceedsPitchResult, kPitchRows,
    {
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "RT",
            .section = "cudaError (cudaErrorInvalidPitchValue)",
            .quote = "This indicates that one or more of the pitch-related parameters passed to the API call is not "
                     "within the acceptable range for pitch."},
        .claim = cudasem::Claim::hedge,
    }) {
  Objects objects;
  ASSERT_NO_FATAL_FAILURE(objects.set_up());

  const cudaError_t r = row.call(objects);

  CUDASEM_RECORD_CODE_OF_ROW(row.key, r);
  cudasem::last_error(cudasem::LastError::clear);
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(objects.stream));
}
