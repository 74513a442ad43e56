import { z } from 'zod';

/**
 * Topic annotations (spec 000 §3): "Shape: abstract {topics}, sections [{id, topics}],
 * matches. Each topic has targetURL, a stringMatch list and name."
 */
export const topicSchema = z.object({
  name: z.string(),
  /** Site path of the topic page, "/topics/{discipline}/{term}". */
  targetURL: z.string(),
  /** The phrases that link to the topic, as written in the articles. */
  stringMatch: z.array(z.string()),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicAnnotationsSchema = z.object({
  abstract: z.object({ topics: z.array(topicSchema) }),
  sections: z.array(z.object({ id: z.string(), topics: z.array(topicSchema) })),
  matches: z.array(topicSchema),
});
export type TopicAnnotations = z.infer<typeof topicAnnotationsSchema>;

/** GET /topics/annotations/{id}: "The response field data is stored as topic annotations" (000 §7). */
export const topicAnnotationsResponseSchema = z.object({ data: topicAnnotationsSchema });
export type TopicAnnotationsResponse = z.infer<typeof topicAnnotationsResponseSchema>;

/** GET /topics/annotations?piis=…: "a list of {pii, matches, sections, abstract}" (000 §7). */
export const snippetAnnotationsResponseSchema = z.array(topicAnnotationsSchema.extend({ pii: z.string() }));
export type SnippetAnnotationsResponse = z.infer<typeof snippetAnnotationsResponseSchema>;

export const EMPTY_ANNOTATIONS: TopicAnnotations = { abstract: { topics: [] }, sections: [], matches: [] };

/** Most piis one bulk annotation request may name. */
export const MAX_ANNOTATION_PIIS = 100;
