// SPDX-License-Identifier: Apache-2.0
// cuTensorMapEncodeTiled writing a tensor map at an address 16 bytes past a 64-byte boundary (otherwise
// valid arguments): the text requires a 64-byte aligned tensorMap and names no error for another
// (characterization: records the code).
#include "../driver_memory.h"
#include "cudasem/cudasem.h"

CUDASEM_CASE(CuTensorMapEncodeTiled, UnalignedTensorMapResultRecorded,
    {
        .api = {"cuTensorMapEncodeTiled"},
        .kind = cudasem::Kind::characterization,
        .cite = {.doc = "DRV",
            .section = "cuTensorMapEncodeTiled",
            .quote = "tensorMap address must be aligned to 64 bytes."},
        .claim = cudasem::Claim::caller_requirement,
        .needs = {cudasem::attr("computeCapabilityMajor") >= 9},
    }) {
  using namespace cudasem::driver_api;
  cudasem::PrimaryCurrent primary;
  cudasem::DeviceMem mem;
  TiledArgs args;
  args.address = alloc_device_bytes(mem, 256 * 1024);
  CUDASEM_ASSERT_TRUE_NAMED("device_allocation_made", args.address != 0u);
  alignas(64) unsigned char storage[sizeof(CUtensorMap) + 64] = {};
  auto* map = reinterpret_cast<CUtensorMap*>(storage + 16);

  // A caller requirement: the case records what the call returns.
  const CUresult result = encode_tiled(map, args);
  cudasem::observe("encode_result", result);
}
