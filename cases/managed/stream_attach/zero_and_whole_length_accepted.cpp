// SPDX-License-Identifier: Apache-2.0
// Length 0 and the allocation's whole size both attach the whole allocation ("Both": the two lengths
// the sentence before names for a managed allocation): each flag value is accepted with both lengths.
#include "../managed.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CudaStreamAttachMemAsync, ZeroAndWholeLengthAccepted,
    {
        .api = {"cudaStreamAttachMemAsync"},
        .cite = {.doc = "RT",
            .section = "cudaStreamAttachMemAsync",
            .quote = "Both indicate that the entire allocation's stream association is being changed."},
        .claim = cudasem::Claim::promise,
        .needs = {cudasem::attr("managedMemory") >= 1},
    }) {
  cudasem::ManagedBuffer<unsigned> buffer(2048);
  ASSERT_NE(buffer.data(), nullptr);
  cudasem::Stream stream(cudaStreamNonBlocking);

  for (unsigned flags : {cudaMemAttachSingle, cudaMemAttachHost, cudaMemAttachGlobal}) {
    cudaError_t zero = cudaStreamAttachMemAsync(stream, buffer.data(), 0, flags);
    cudaError_t whole = cudaStreamAttachMemAsync(stream, buffer.data(), buffer.bytes(), flags);
    const std::string zero_name = "length_0_flags_" + std::to_string(flags);
    const std::string whole_name = "whole_length_flags_" + std::to_string(flags);
    cudasem::observe(zero_name, zero);
    cudasem::observe(whole_name, whole);
    {
      cudasem::CheckLabel label(zero_name.c_str());
      CUDASEM_EXPECT_ERROR_OF(cudaStreamAttachMemAsync, zero, cudaSuccess);
    }
    {
      cudasem::CheckLabel label(whole_name.c_str());
      CUDASEM_EXPECT_ERROR_OF(cudaStreamAttachMemAsync, whole, cudaSuccess);
    }
  }
  CUDASEM_EXPECT_OK(cudaStreamSynchronize(stream));
}
